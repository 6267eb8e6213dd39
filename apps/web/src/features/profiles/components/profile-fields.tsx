/** Fields both profile forms share: the read-only e-mail, the picture and the social links. */
import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImageField, type TImageValue } from '@/components/media/image-field';
import type { TSchemaForm } from '@/lib/schema-form';

/** SPEC §3: the e-mail is not editable by the user; shown so they know which address the account uses. */
export function ReadOnlyEmail({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('fields.email')}
      description={t('profiles.fields.emailNote')}
      value={email}
      readOnly
      variant="filled"
      autoComplete="off"
    />
  );
}

type TPictureFieldProps = {
  label: string;
  value: TImageValue | null;
  onChange(value: TImageValue | null): void;
  error?: string;
  withStock: boolean;
};

/** A profile picture or a company logo: square (SPEC §5 photo advice 1:1), required while the profile has none. */
export function ProfilePictureField(props: TPictureFieldProps) {
  return <ImageField ratio="logo" required {...props} />;
}

type TSocialValues = { twitter: string; facebook: string; instagram: string };

export function SocialLinkFields<TValues extends TSocialValues>({ form }: { form: TSchemaForm<TValues> }) {
  const { t } = useTranslation();
  // The generic form cannot type a path built from a constraint; the shape is guaranteed by it.
  const socialForm = form as unknown as TSchemaForm<TSocialValues>;
  const optional = t('fields.optional');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {(['twitter', 'facebook', 'instagram'] as const).map((network) => (
        <TextInput
          key={network}
          label={t(`fields.${network}`)}
          description={optional}
          placeholder={t(`profiles.fields.socialPlaceholder.${network}`)}
          type="url"
          inputMode="url"
          {...socialForm.getInputProps(network)}
        />
      ))}
    </SimpleGrid>
  );
}
