/** A file's size the way people read it: bytes, KB or MB (1024-based, as file managers show them), in the language's digits. */
import { localeTag } from '@/lib/i18n';

export function formatFileSize(bytes: number, language: string): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(localeTag(language), { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return `${number(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024, 0)} KB`;
  return `${number(bytes / (1024 * 1024), 1)} MB`;
}
