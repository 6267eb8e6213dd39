/**
 * The long text of a content: the rich text field of the media pieces (editor in the form, full-screen modal).
 * The forms only know this component, so the editor can change in one place. The server sanitizes what arrives.
 */
import { RichTextField } from '@/components/media/rich-text-field';

type TContentTextFieldProps = {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  description?: string;
};

export function ContentTextField(props: TContentTextFieldProps) {
  return <RichTextField {...props} />;
}
