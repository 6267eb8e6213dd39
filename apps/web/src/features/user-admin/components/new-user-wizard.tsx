/**
 * The "new user" wizard of the user management modal (SPEC §2 "step preview users"): the details, then a preview of
 * exactly what will be created — with or without a password, and so whether an invitation mail goes out — and only
 * then the create call. A refusal (a taken e-mail or username, a 422) leads back to the details, at the field.
 * A client's username is their e-mail (SPEC §5): the wizard asks no username of a client and sends the e-mail as it.
 */
import {
  ASSIGNABLE_ROLES,
  type TAdminCreateUserRequest,
  type TAdminUser,
  ZAdminCreateUserRequest,
} from '@izlog/contract/user-admin';
import {
  Button,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notify } from '@/lib/notify';
import { useSchemaForm } from '@/lib/schema-form';
import { useCreateUser } from '../api/create-user';
import { sectionOfRole, usernameIsEmail } from '../utils/user-display';
import { reportUserFormError } from '../utils/user-form-error';
import { NewUserPreview } from './new-user-preview';

export type TNewUserValues = {
  role: TAdminCreateUserRequest['role'];
  email: string;
  username: string;
  password: string;
  name: string;
  surname: string;
  company_name: string;
};

const STEPS = ['details', 'preview'] as const;

/** The wizard's values as they will be created: a client's username is their e-mail, as the server stores it. */
function asCreated(values: TNewUserValues): TNewUserValues {
  return usernameIsEmail(values.role) ? { ...values, username: values.email.trim().toLowerCase() } : values;
}

/** The create call's body: a client's company name, or a person's name and surname — what the role shows, nothing else. */
function toCreateRequest(values: TNewUserValues) {
  const { company_name, name, surname, ...rest } = asCreated(values);
  return sectionOfRole(values.role) === 'clients' ? { ...rest, company_name } : { ...rest, name, surname };
}

/**
 * The details checked as the body they make. A client has no username field: a fault of their username (an e-mail
 * longer than a username may be) is the e-mail's, shown at its field.
 */
const ZNewUserForm = z.unknown().transform((input, context) => {
  const values = input as TNewUserValues;
  const result = ZAdminCreateUserRequest.safeParse(toCreateRequest(values));
  if (result.success) return result.data;
  const isUsernameTheEmail = usernameIsEmail(values.role);
  for (const issue of result.error.issues) {
    const path = isUsernameTheEmail && issue.path[0] === 'username' ? ['email'] : issue.path;
    context.addIssue({ ...issue, path });
  }
  return z.NEVER;
});

type TNewUserWizardProps = {
  defaultRole: TAdminCreateUserRequest['role'];
  onCancel(): void;
  onCreated(user: TAdminUser): void;
};

export function NewUserWizard({ defaultRole, onCancel, onCreated }: TNewUserWizardProps) {
  const { t } = useTranslation();
  const createUser = useCreateUser();
  const [step, setStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);
  const { form } = useSchemaForm<TNewUserValues>({
    schema: ZNewUserForm,
    initialValues: {
      role: defaultRole,
      email: '',
      username: '',
      password: '',
      name: '',
      surname: '',
      company_name: '',
    },
  });
  const values = form.getValues();
  const isClient = sectionOfRole(values.role) === 'clients';
  const isUsernameTheEmail = usernameIsEmail(values.role);

  // A new step is read from its heading, so keyboard and screen-reader users start at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const goToPreview = (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validate().hasErrors) setStep(1);
  };
  const create = () => {
    const body = ZAdminCreateUserRequest.parse(toCreateRequest(values));
    createUser.mutate(body, {
      onSuccess: (user) => {
        notify('success', t('userAdmin.wizard.created', { username: user.username }));
        onCreated(user);
      },
      onError: (error) => {
        setStep(0);
        reportUserFormError(form, error);
        // A client's username has no field of its own: a refusal of it is the e-mail's.
        const usernameError = form.getInputProps('username').error;
        if (isUsernameTheEmail && usernameError) form.setFieldError('email', usernameError);
      },
    });
  };
  const stepName = (index: number) => t(`userAdmin.wizard.steps.${STEPS[index] ?? 'details'}`);

  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('userAdmin.wizard.title')}
      </Title>
      <Stepper active={step} onStepClick={setStep} allowNextStepsSelect={false} size="xs">
        {STEPS.map((key, index) => (
          <Stepper.Step key={key} label={stepName(index)} />
        ))}
      </Stepper>
      <Title order={4} size="h5" tabIndex={-1} ref={headingRef}>
        {t('userAdmin.wizard.stepOf', { step: step + 1, count: STEPS.length, name: stepName(step) })}
      </Title>
      {step === 0 ? (
        <form onSubmit={goToPreview} noValidate>
          <Stack gap="sm">
            <Select
              label={t('userAdmin.fields.role')}
              data={ASSIGNABLE_ROLES.map((role) => ({ value: role, label: t(`userAdmin.roles.${role}`) }))}
              allowDeselect={false}
              required
              w={{ base: '100%', xs: 260 }}
              {...form.getInputProps('role')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('userAdmin.fields.email')}
                type="email"
                autoComplete="off"
                required
                data-autofocus
                {...form.getInputProps('email')}
              />
              {isUsernameTheEmail ? (
                <Stack gap={2}>
                  <Text size="sm" fw={500}>
                    {t('userAdmin.fields.username')}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('userAdmin.wizard.clientUsername')}
                  </Text>
                </Stack>
              ) : (
                <TextInput
                  label={t('userAdmin.fields.username')}
                  autoComplete="off"
                  required
                  {...form.getInputProps('username')}
                />
              )}
              {isClient ? (
                <TextInput label={t('userAdmin.fields.company_name')} {...form.getInputProps('company_name')} />
              ) : (
                <>
                  <TextInput label={t('userAdmin.fields.name')} {...form.getInputProps('name')} />
                  <TextInput label={t('userAdmin.fields.surname')} {...form.getInputProps('surname')} />
                </>
              )}
            </SimpleGrid>
            <PasswordInput
              label={t('userAdmin.fields.password')}
              description={t('userAdmin.wizard.passwordHint')}
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <Group justify="space-between" mt="sm">
              <Button variant="default" onClick={onCancel}>
                {t('userAdmin.wizard.cancel')}
              </Button>
              <Button type="submit">{t('userAdmin.wizard.next')}</Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <NewUserPreview values={asCreated(values)} isClient={isClient} />
          <Group justify="space-between" mt="sm">
            <Button variant="default" onClick={() => setStep(0)} disabled={createUser.isPending}>
              {t('userAdmin.wizard.back')}
            </Button>
            <Button onClick={create} loading={createUser.isPending}>
              {t('userAdmin.wizard.create')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
