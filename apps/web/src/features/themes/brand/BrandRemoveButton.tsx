import { DeleteOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { confirmDialog, toast } from '../../../shared/ui';
import { useForgetThemes } from '../hooks/useThemes';
import { removeBrandTheme } from './api';
import { useThemesTranslation } from '../themes-texts';

/**
 * A brand theme card's remove action: asks first, then removes it and has the picker ask for
 * its list again. A refusal (5107, someone else's theme) is toasted by the client with the
 * server's message.
 */
export function BrandRemoveButton({ themeId, name }: { themeId: string; name: string }) {
  const { t } = useThemesTranslation();
  const forgetThemes = useForgetThemes();
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    const choice = await confirmDialog({
      title: t('brand.removeTitle', { name }),
      content: t('brand.removeContent'),
      okText: t('brand.remove'),
      okType: 'danger',
      focus: 'cancel',
    });
    if (choice !== 'ok') return;
    setRemoving(true);
    try {
      await removeBrandTheme(themeId);
      toast.success(t('brand.removed'));
    } catch {
      // Already shown by the client. The list is asked again all the same: a theme someone
      // else removed meanwhile leaves it, anyone else's stays.
    } finally {
      setRemoving(false);
      forgetThemes();
    }
  };

  return (
    <Tooltip title={t('brand.remove')}>
      <Button
        className="sc-brand-remove"
        size="small"
        shape="circle"
        icon={<DeleteOutlined />}
        loading={removing}
        aria-label={t('brand.remove')}
        onClick={() => void remove()}
        data-testid={`theme-remove-${themeId}`}
      />
    </Tooltip>
  );
}
