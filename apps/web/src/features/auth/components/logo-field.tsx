/** A native file input for the client's logo (so it is labelled and scriptable), with a preview of the choice. */
import { Image, Input } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type TLogoFieldProps = { value: File | null; onChange: (file: File | null) => void; error?: React.ReactNode };

export function LogoField({ value, onChange, error }: TLogoFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const previewUrl = useObjectUrl(value);
  return (
    <Input.Wrapper id={id} label={t('fields.logo')} description={t('auth.logoHint')} error={error}>
      <input
        id={id}
        type="file"
        accept="image/*"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-description` : `${id}-description`}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        style={{ display: 'block', marginBlock: 4 }}
      />
      {previewUrl && <Image src={previewUrl} alt={t('auth.logoPreview')} w={100} h={100} fit="contain" />}
    </Input.Wrapper>
  );
}

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
