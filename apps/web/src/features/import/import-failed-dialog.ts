import { i18n } from '../../shared/i18n/instance';
import { confirmDialog } from '../../shared/ui';
import { importTexts } from './import-texts';

/**
 * The import-failed dialog of spec section 8: title 'import failed', the server's message or
 * 'generation failed', one 'I know' button, error type, no cancel.
 */
export function showImportFailed(message: string | null): Promise<unknown> {
  importTexts.add();
  return confirmDialog({
    type: 'error',
    title: i18n.t('import:failedTitle'),
    content: message ?? i18n.t('import:generationFailed'),
    okText: i18n.t('import:iKnow'),
    hideCancel: true,
  });
}
