import { CheckCircleFilled } from '@ant-design/icons';
import { LIFETIME_END_AT, REDEEM_CODE_MAX, type RedeemResult } from '@slidecraft/contract';
import { useMutation } from '@tanstack/react-query';
import { Input, Typography, type InputRef } from 'antd';
import { useRef, useState, type ClipboardEvent, type RefObject } from 'react';
import { formatDate } from '../../../shared/format-date';
import { i18n } from '../../../shared/i18n/instance';
import { isApiError } from '../../../shared/http';
import { PrimaryButton, ResponsiveDialog } from '../../../shared/ui';
import { redeemCode } from '../api';
import { useRefreshMembership } from '../hooks';
import { useMembershipTranslation } from '../membership-texts';

const ERROR_ID = 'sc-redeem-error';

/**
 * The redeem-code dialog (desktop modal, mobile bottom drawer; spec sections 2, 4 and 9): one
 * input of at most 16 characters, then a success view with the plan and the new end date.
 * Closing destroys the content, so it opens empty again.
 */
export function RedeemDialog({
  open,
  desktop,
  onClose,
}: {
  open: boolean;
  desktop: boolean;
  onClose: () => void;
}) {
  const { t } = useMembershipTranslation();
  const inputRef = useRef<InputRef>(null);
  // The dialogs move the focus to themselves as they open: the input takes it back after.
  const focusInput = (visible: boolean) => {
    if (visible) inputRef.current?.focus();
  };
  const body = <RedeemPanel inputRef={inputRef} onDone={onClose} />;
  return (
    <ResponsiveDialog
      open={open}
      desktop={desktop}
      onClose={onClose}
      title={t('redeem.title')}
      afterOpenChange={focusInput}
      name="sc-redeem"
    >
      {body}
    </ResponsiveDialog>
  );
}

/** Leading and trailing white space of a pasted code is dropped before the length limit. */
function pasteTrimmed(event: ClipboardEvent<HTMLInputElement>, set: (next: string) => void) {
  const text = event.clipboardData.getData('text');
  const trimmed = text.trim();
  if (trimmed === text) return;
  event.preventDefault();
  const input = event.currentTarget;
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  set((input.value.slice(0, start) + trimmed + input.value.slice(end)).slice(0, REDEEM_CODE_MAX));
}

function RedeemPanel({
  inputRef,
  onDone,
}: {
  inputRef: RefObject<InputRef | null>;
  onDone: () => void;
}) {
  const { t } = useMembershipTranslation();
  const refresh = useRefreshMembership();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const redeem = useMutation({
    mutationFn: redeemCode,
    onSuccess: () => refresh(),
    onError: (failure) =>
      setError(isApiError(failure) ? failure.message : i18n.t('common:http.serverBusy')),
  });
  const trimmed = code.trim();
  const blank = trimmed === '';

  const change = (next: string) => {
    setCode(next.slice(0, REDEEM_CODE_MAX));
    setError(null);
  };
  const submit = () => {
    if (redeem.isPending) return;
    if (blank) {
      setError(t('redeem.empty'));
      return;
    }
    setError(null);
    redeem.mutate(trimmed);
  };

  if (redeem.data) return <RedeemSuccess result={redeem.data} onOk={onDone} />;
  // Only white space typed: the rule is said at once, not just by the disabled button.
  const message = error ?? (code !== '' && blank ? t('redeem.empty') : null);
  return (
    <div className="sc-redeem" data-testid="redeem-form">
      <Typography.Paragraph type="secondary" className="sc-redeem-hint">
        {t('redeem.hint')}
      </Typography.Paragraph>
      <Input
        ref={inputRef}
        size="large"
        value={code}
        maxLength={REDEEM_CODE_MAX}
        autoFocus
        autoComplete="off"
        spellCheck={false}
        placeholder={t('redeem.placeholder')}
        aria-label={t('redeem.title')}
        aria-invalid={message !== null}
        aria-describedby={message ? ERROR_ID : undefined}
        status={message ? 'error' : undefined}
        onChange={(event) => change(event.target.value)}
        onPaste={(event) => pasteTrimmed(event, change)}
        onPressEnter={submit}
        data-testid="redeem-input"
      />
      <div className="sc-redeem-message" id={ERROR_ID} role="alert" data-testid="redeem-error">
        {message}
      </div>
      <PrimaryButton
        block
        size="large"
        disabled={blank}
        loading={redeem.isPending}
        onClick={submit}
        data-testid="redeem-submit"
      >
        {t('redeem.submit')}
      </PrimaryButton>
    </div>
  );
}

function RedeemSuccess({ result, onOk }: { result: RedeemResult; onOk: () => void }) {
  const { t } = useMembershipTranslation();
  const end =
    result.endAt >= LIFETIME_END_AT
      ? t('expiryLifetime')
      : t('expiryLine', { date: formatDate(result.endAt) });
  return (
    <div className="sc-redeem-success" data-testid="redeem-success">
      <CheckCircleFilled style={{ color: '#52c41a', fontSize: 40 }} />
      <Typography.Title level={4}>{t('redeem.success')}</Typography.Title>
      <p data-testid="redeem-success-plan">{t('redeem.plan', { title: result.productTitle })}</p>
      <p data-testid="redeem-success-end">{end}</p>
      <PrimaryButton block size="large" onClick={onOk} data-testid="redeem-success-ok">
        {t('redeem.ok')}
      </PrimaryButton>
    </div>
  );
}
