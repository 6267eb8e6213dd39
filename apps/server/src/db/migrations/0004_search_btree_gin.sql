-- Lets one GIN index lead with licence_id (DESIGN §2: every index on a tenant table leads with it), so a search
-- reads only its own licence's entries instead of every licence's matches. Trusted extension: no superuser needed.
CREATE EXTENSION IF NOT EXISTS btree_gin;
