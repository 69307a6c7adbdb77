import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { i18n } from '../i18n/instance';
import { feedback, loadedFeedback, type ModalApi } from './feedback';

export type ConfirmChoice = 'ok' | 'cancel' | 'extra';

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  /** Icon and colour of the dialog; defaults to 'warn'. */
  type?: 'error' | 'warn';
  /** Defaults to 取消 / Cancel. */
  cancelText?: ReactNode;
  /** Defaults to 确定 / OK. */
  okText?: ReactNode;
  /** Defaults to 'yellow' (the brand primary button). */
  okType?: 'yellow' | 'default' | 'danger';
  /** Hides the cancel button (information dialogs). */
  hideCancel?: boolean;
  /** The button Enter answers with when the dialog opens; defaults to 'ok'. */
  focus?: 'ok' | 'cancel';
  /** An optional third action left of the cancel button; it closes the dialog. */
  extra?: { text: ReactNode; onClick: () => void };
}

const OK_TYPE: Record<NonNullable<ConfirmOptions['okType']>, ButtonProps['type']> = {
  yellow: 'primary',
  default: 'default',
  danger: 'primary',
};

/** ButtonProps has no data-* index signature, so object literals need this one cast. */
function testId(id: string): ButtonProps {
  return { 'data-testid': id } as ButtonProps;
}

/** The shared confirm dialog (spec section 2). Resolves with the user's choice. */
export function confirmDialog(options: ConfirmOptions): Promise<ConfirmChoice> {
  // Shown within the same event once the dialog code is loaded (a click's dialog appears at once).
  const ready = loadedFeedback();
  return ready ? show(ready.modal, options) : feedback().then((api) => show(api.modal, options));
}

function show(modal: ModalApi, options: ConfirmOptions): Promise<ConfirmChoice> {
  const { type = 'warn', okType = 'yellow', extra, hideCancel = false } = options;
  return new Promise<ConfirmChoice>((resolve) => {
    let settled = false;
    const settle = (choice: ConfirmChoice) => {
      if (settled) return;
      settled = true;
      resolve(choice);
    };
    const icon =
      type === 'error' ? (
        <CloseCircleFilled style={{ color: '#ff4d4f' }} />
      ) : (
        <ExclamationCircleFilled style={{ color: '#faad14' }} />
      );
    const instance = modal.confirm({
      title: options.title,
      content: options.content,
      icon,
      okText: options.okText ?? i18n.t('common:ok'),
      cancelText: options.cancelText ?? i18n.t('common:cancel'),
      okType: OK_TYPE[okType],
      autoFocusButton: options.focus ?? 'ok',
      okButtonProps: { danger: okType === 'danger', ...testId('confirm-ok') },
      cancelButtonProps: testId('confirm-cancel'),
      onOk: () => settle('ok'),
      onCancel: () => settle('cancel'),
      footer: (_origin, { OkBtn, CancelBtn }) => (
        <>
          {extra && (
            <Button
              data-testid="confirm-extra"
              onClick={() => {
                settle('extra');
                instance.destroy();
                extra.onClick();
              }}
            >
              {extra.text}
            </Button>
          )}
          {!hideCancel && <CancelBtn />}
          <OkBtn />
        </>
      ),
    });
  });
}
