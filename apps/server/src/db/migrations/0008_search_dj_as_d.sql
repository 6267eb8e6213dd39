-- Search reads "dj" as đ, which folds to d (decision 0008): stored folded texts get the same folding as queries now
-- get (foldForSearch). They are already folded ASCII, so replacing "dj" is all it takes; the vector follows.
UPDATE "contents" SET "search_text" = replace("search_text", 'dj', 'd'), "search_title" = replace("search_title", 'dj', 'd')
WHERE strpos("search_text", 'dj') > 0 OR strpos("search_title", 'dj') > 0;
