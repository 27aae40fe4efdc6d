export { cn } from './lib/cn';
export { Button, buttonVariants, type ButtonProps } from './components/button/button';
export { Spinner, spinnerVariants, type SpinnerProps } from './components/spinner/spinner';
export {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardTitleProps,
} from './components/card/card';
export {
  Badge,
  badgeVariants,
  StatusBadge,
  statusBadgeVariants,
  type BadgeProps,
  type StatusBadgeProps,
  type StatusTone,
} from './components/badge/badge';
export { Alert, alertVariants, type AlertProps } from './components/alert/alert';
export { Skeleton } from './components/skeleton/skeleton';
export { TextLink, type TextLinkProps } from './components/text-link/text-link';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export { ErrorState, type ErrorStateProps } from './components/error-state/error-state';
export { StatCard, type StatCardProps } from './components/stat-card/stat-card';
export { SectionHeader, type SectionHeaderProps } from './components/section-header/section-header';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './components/dialog/dialog';
export {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogOverlay,
  AlertDialogTitle,
  AlertDialogTrigger,
  type AlertDialogActionProps,
} from './components/alert-dialog/alert-dialog';
export { NoticeDialog, type NoticeDialogProps } from './components/notice-dialog/notice-dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog/confirm-dialog';
export { sheetVariants } from './components/sheet/sheet';
export type { FocusTarget, ReturnFocusProps } from './lib/return-focus';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs/tabs';
export { Label, labelVariants, RequiredMarker, type LabelProps } from './components/label/label';
export {
  FieldDescription,
  FieldError,
  FieldMessages,
  fieldControlVariants,
  Input,
  LabelledField,
  Textarea,
  useFieldControl,
  type FieldControlProps,
  type LabelledFieldProps,
} from './components/field/field';
export {
  TextAreaField,
  TextField,
  type TextAreaFieldProps,
  type TextFieldProps,
} from './components/text-field/text-field';
export { type CharacterCountProps, type CounterLabel } from './components/text-field/character-count';
export {
  PasswordField,
  PasswordInput,
  type PasswordFieldProps,
  type PasswordInputProps,
} from './components/password-field/password-field';
export {
  NativeSelect,
  SelectField,
  type NativeSelectProps,
  type SelectOption,
  type SelectFieldProps,
} from './components/select/select';
export { Checkbox, type CheckboxProps } from './components/checkbox/checkbox';
export {
  RadioGroup,
  radioGroupVariants,
  type RadioGroupProps,
  type RadioOption,
} from './components/radio-group/radio-group';
export {
  RequirementList,
  type Requirement,
  type RequirementListProps,
} from './components/requirement-list/requirement-list';
export { Stepper, stepIndicatorVariants, type StepperProps, type StepStatus } from './components/stepper/stepper';
export {
  ResponsiveTable,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  tableCellVariants,
  type ResponsiveTableColumn,
  type ResponsiveTableProps,
  type TableCellProps,
  type TableHeadProps,
} from './components/table/table';
export { CopyButton, type CopyButtonProps } from './components/copy-button/copy-button';
export { CodeBlock, type CodeBlockProps } from './components/code-block/code-block';
export { MonthPicker, type MonthPickerProps } from './components/month-picker/month-picker';
export {
  addMonths,
  clampMonth,
  compareMonths,
  currentMonth,
  formatMonth,
  isMonthInRange,
  isValidMonth,
  parseMonth,
  type YearMonth,
} from './components/month-picker/month';
export { Countdown, type CountdownProps } from './components/countdown/countdown';
export {
  splitDuration,
  useCountdown,
  type CountdownParts,
  type UseCountdownOptions,
} from './components/countdown/use-countdown';
export { Meter, meterIndicatorVariants, meterTone, type MeterProps, type MeterTone } from './components/meter/meter';
export { Progress, type ProgressProps } from './components/progress/progress';
