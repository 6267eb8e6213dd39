/**
 * The "new user" wizard of the user management modal (SPEC §2 "step preview users"): the details, then a preview of
 * exactly what will be created — with or without a password, and so whether an invitation mail goes out — and only
 * then the create call. A refusal (a taken e-mail or username, a 422) leads back to the details, at the field.
 */
import {
  ASSIGNABLE_ROLES,
  type TAdminCreateUserRequest,
  type TAdminUser,
  ZAdminCreateUserRequest,
} from '@izlog/contract/user-admin';
import { Button, Group, PasswordInput, Select, SimpleGrid, Stack, Stepper, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useSchemaForm } from '@/lib/schema-form';
import { useCreateUser } from '../api/create-user';
import { sectionOfRole } from '../utils/user-display';
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
    schema: ZAdminCreateUserRequest,
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
    // A client's company name, or a person's name and surname: what the chosen role shows, nothing else.
    const { company_name, name, surname, ...rest } = values;
    const body = ZAdminCreateUserRequest.parse(isClient ? { ...rest, company_name } : { ...rest, name, surname });
    createUser.mutate(body, {
      onSuccess: (user) => {
        notify('success', t('userAdmin.wizard.created', { username: user.username }));
        onCreated(user);
      },
      onError: (error) => {
        setStep(0);
        reportUserFormError(form, error);
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
              <TextInput
                label={t('userAdmin.fields.username')}
                autoComplete="off"
                required
                {...form.getInputProps('username')}
              />
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
          <NewUserPreview values={values} isClient={isClient} />
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
