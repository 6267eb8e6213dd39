/**
 * The captcha field (decision 0046): the server's picture (pixels only), a button for a new one and the answer field;
 * or, for a visitor who cannot see it, proof of work done by the browser, told to screen readers as it goes and ends.
 */
import { ActionIcon, Button, Center, Group, Image, Loader, Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCaptchaChallenge } from '@/lib/captcha';
import { solveProofOfWork } from '@/lib/proof-of-work';

type TCaptchaFieldProps = {
  challenge: TCaptchaChallenge;
  inputProps: GetInputPropsReturnType;
};

export function CaptchaField({ challenge, inputProps }: TCaptchaFieldProps) {
  const { t } = useTranslation();
  const work = useProofOfWork(challenge, (nonce) => inputProps.onChange(nonce));
  const choose = (kind: 'picture' | 'work') => {
    inputProps.onChange('');
    challenge.chooseKind(kind);
  };
  // The live region is there from the start, so the words put into it when the work begins and ends are announced
  // (polite, without role=status: the form's own result is its status).
  const status = (
    <Group gap="xs" wrap="nowrap">
      {work === 'working' ? <Loader size="xs" aria-hidden="true" /> : null}
      <Text size="sm" aria-live="polite" aria-atomic="true" data-testid="captcha-work-status">
        {work ? t(WORK_MESSAGES[work]) : ''}
      </Text>
    </Group>
  );
  const isWork = challenge.kind === 'work';
  // One tree for both kinds, so the live region stays the same node when the visitor switches.
  return (
    <Stack gap={4}>
      {isWork ? null : (
        <>
          {/* The picture at its own size (240×80, decision 0046), smaller only when the form is narrower: scaled down,
              its noisy characters blur into the noise. The box keeps its place while a new picture loads. */}
          <Group gap="xs" wrap="nowrap">
            <Center w={240} maw="100%" style={{ aspectRatio: '3 / 1', flexShrink: 1 }}>
              {challenge.isLoading || !challenge.image ? (
                <Loader size="sm" aria-label={t('common.loading')} />
              ) : (
                <Image src={challenge.image} alt={t('auth.captchaPicture')} w="100%" h="100%" fit="contain" />
              )}
            </Center>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={challenge.refresh}
              aria-label={t('auth.newCaptcha')}
              title={t('auth.newCaptcha')}
            >
              <span aria-hidden="true">↻</span>
            </ActionIcon>
          </Group>
          <TextInput
            label={t('fields.captcha')}
            description={t('auth.captchaHint')}
            autoComplete="off"
            {...inputProps}
          />
        </>
      )}
      {status}
      {isWork && inputProps.error ? (
        <Text size="sm" c="red">
          {inputProps.error}
        </Text>
      ) : null}
      <Button variant="subtle" size="compact-sm" onClick={() => choose(isWork ? 'picture' : 'work')} w="fit-content">
        {t(isWork ? 'auth.captchaShowPicture' : 'auth.captchaCannotSee')}
      </Button>
    </Stack>
  );
}

type TWorkState = 'working' | 'done' | 'failed';
const WORK_MESSAGES = {
  working: 'auth.captchaWorking',
  done: 'auth.captchaWorkDone',
  failed: 'auth.captchaWorkFailed',
} as const;

/** Solves each proof-of-work challenge as it arrives; null while the picture is shown. */
function useProofOfWork(challenge: TCaptchaChallenge, onSolved: (nonce: string) => void): TWorkState | null {
  const [state, setState] = useState<TWorkState>('working');
  // The form's handler changes each render; the latest one takes the nonce.
  const solved = useRef(onSolved);
  solved.current = onSolved;
  const work = challenge.kind === 'work' ? challenge.work : null;
  useEffect(() => {
    setState('working');
    if (!work) return;
    const controller = new AbortController();
    solveProofOfWork(work.salt, work.bits, controller.signal).then(
      (nonce) => {
        solved.current(nonce);
        setState('done');
      },
      () => {
        if (!controller.signal.aborted) setState('failed');
      },
    );
    return () => controller.abort();
  }, [work]);
  return challenge.kind === 'work' ? state : null;
}
