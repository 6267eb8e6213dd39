/**
 * A user's profile fields as an admin edits them (admin-update-user): the SPEC §3 fields but the e-mail, username and
 * role, which have their own calls. An empty field is "not given" on the wire (SPEC §5), so it keeps its value.
 */
import { GENDERS } from '@izlog/contract/constants';
import { formatMessage } from '@izlog/contract/messages';
import { type TAdminUser, ZAdminUpdateUserRequest } from '@izlog/contract/user-admin';
import { Button, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appendImageValue, ImageField, type TImageValue } from '@/components/media/image-field';
import { toFormData } from '@/lib/form-data';
import { getLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useSchemaForm } from '@/lib/schema-form';
import { useUpdateUser } from '../api/update-user';
import { sectionOfRole } from '../utils/user-display';
import { reportUserFormError } from '../utils/user-form-error';

const TEXT_FIELDS = [
  'name',
  'surname',
  'public_email',
  'phone',
  'birthdate',
  'country',
  'city',
  'address',
  'company_name',
  'twitter',
  'facebook',
  'instagram',
] as const;
type TTextField = (typeof TEXT_FIELDS)[number];
type TProfileValues = Record<TTextField | 'gender' | 'bio', string>;

const valuesOf = (user: TAdminUser): TProfileValues => ({
  name: user.name ?? '',
  surname: user.surname ?? '',
  public_email: user.public_email ?? '',
  phone: user.phone ?? '',
  birthdate: user.birthdate?.slice(0, 10) ?? '',
  country: user.country ?? '',
  city: user.city ?? '',
  address: user.address ?? '',
  company_name: user.company_name ?? '',
  twitter: user.twitter ?? '',
  facebook: user.facebook ?? '',
  instagram: user.instagram ?? '',
  gender: user.gender ?? '',
  bio: user.bio ?? '',
});

/** The avatar travels as `avatar`, a file or a stock photo's location alike (the server tells them apart). */
const AVATAR_FIELD = { file: 'avatar', stock: 'avatar' };

const INPUT_TYPES: Partial<Record<TTextField, string>> = {
  public_email: 'email',
  phone: 'tel',
  birthdate: 'date',
  twitter: 'url',
  facebook: 'url',
  instagram: 'url',
};

export function ProfileForm({ user }: { user: TAdminUser }) {
  const { t } = useTranslation();
  const updateUser = useUpdateUser();
  const { form, onSubmit } = useSchemaForm<TProfileValues>({
    schema: ZAdminUpdateUserRequest,
    initialValues: valuesOf(user),
  });
  const [avatar, setAvatar] = useState<TImageValue | null>(user.avatar ? { kind: 'existing', url: user.avatar } : null);
  // The company name belongs to clients (SPEC §3: sent as their username at sign-up, their public name after).
  const fields = TEXT_FIELDS.filter(
    (field) => field !== 'company_name' || sectionOfRole(user.role) === 'clients' || user.company_name,
  );
  const handleSubmit = onSubmit((values) => {
    // A field the admin emptied is sent empty, which clears it (decision 0050).
    const body = toFormData(ZAdminUpdateUserRequest.parse(values), { emptyClears: true });
    appendImageValue(body, avatar, AVATAR_FIELD);
    return updateUser.mutateAsync({ id: user.id, body }).then(
      () => notify('success', formatMessage('user_updated', getLanguage())),
      (error: unknown) => reportUserFormError(form, error),
    );
  });
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('userAdmin.detail.profileHint')}
        </Text>
        <ImageField
          label={t('userAdmin.fields.avatar')}
          value={avatar}
          onChange={setAvatar}
          error={form.errors.avatar as string | undefined}
          ratio="logo"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {fields.map((field) => (
            <TextInput
              key={field}
              label={t(`userAdmin.fields.${field}`)}
              type={INPUT_TYPES[field] ?? 'text'}
              {...form.getInputProps(field)}
            />
          ))}
          <Select
            label={t('userAdmin.fields.gender')}
            data={GENDERS.map((gender) => ({ value: gender, label: t(`userAdmin.genders.${gender}`) }))}
            clearable
            {...form.getInputProps('gender')}
            value={form.getValues().gender || null}
            onChange={(value) => form.setFieldValue('gender', value ?? '')}
          />
        </SimpleGrid>
        <Textarea label={t('userAdmin.fields.bio')} autosize minRows={3} maxRows={8} {...form.getInputProps('bio')} />
        <Group>
          <Button type="submit" loading={updateUser.isPending}>
            {t('userAdmin.detail.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
