/** What every step of the wizard gets from it: the draft, how to change it, and the way on. */
import type { TLicenceDraft } from '@izlog/contract/sales';
import type { TDraftPatch } from '../../utils/draft-changes';

export type TStepProps = {
  draft: TLicenceDraft;
  update(patch: TDraftPatch): void;
  goNext(): void;
  goBack(): void;
  /** Whether the step's heading takes focus when it opens (not on the page's first render). */
  focusOnMount: boolean;
};
