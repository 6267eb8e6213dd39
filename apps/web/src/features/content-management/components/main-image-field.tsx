/**
 * The main photo of a content or catalog form. One line to swap when the media pickers grow (upload with crop, stock
 * picker): the forms only know this component.
 */
import { ImageField, type TImageValue } from '@/components/media/image-field';

type TMainImageFieldProps = {
  label: string;
  value: TImageValue | null;
  onChange(value: TImageValue | null): void;
  error?: string;
  required?: boolean;
};

export function MainImageField(props: TMainImageFieldProps) {
  return <ImageField ratio="content" {...props} />;
}
