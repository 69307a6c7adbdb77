export { confirmDialog, type ConfirmChoice, type ConfirmOptions } from './confirm-dialog';
export { FeedbackBridge, toast, feedback, type FeedbackApi, type ModalApi } from './feedback';
export {
  PrimaryButton,
  SubmitButton,
  type PrimaryButtonProps,
  type SubmitButtonProps,
} from './PrimaryButton';
export { StopButton } from './StopButton';
export { Money, type MoneyProps } from './Money';
export { moneyParts, formatMoney, type Currency } from './money-format';
export { TextInput } from './inputs/TextInput';
export { AutoSizeTextArea, type AutoSizeTextAreaProps } from './inputs/AutoSizeTextArea';
export { PhoneInput, type PhoneInputProps } from './inputs/PhoneInput';
export { PasswordInput } from './inputs/PasswordInput';
export { CaptchaInput, type CaptchaInputProps } from './inputs/CaptchaInput';
export { appTheme, BRAND_YELLOW, BRAND_INK } from './theme';
export { useReducedMotion } from './use-reduced-motion';
export { Logo } from './Logo';
export { LazyFallback } from './LazyFallback';
export { LazySpin } from './LazySpin';
export { useDesktop } from './use-desktop';
export { OfflineTag } from './OfflineTag';
export { ResponsiveDialog } from './ResponsiveDialog';
export { PageErrorBoundary } from './PageErrorBoundary';
