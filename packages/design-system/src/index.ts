export { cn } from './lib/cn';
export { Button, buttonVariants, type ButtonProps } from './components/button/button';
export { Spinner, spinnerVariants, type SpinnerProps } from './components/spinner/spinner';
