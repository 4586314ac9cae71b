// Buttons and button-styled links. A link that looks like a button is still a link (<a>), so it
// navigates with the keyboard and opens in a new tab like any other link.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';

import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'xl';

interface LookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

export function buttonClass(
  { variant = 'primary', size = 'md', block = false }: LookProps,
  extra?: string,
) {
  return [
    styles.button,
    variant !== 'primary' ? styles[variant] : '',
    size !== 'md' ? styles[size] : '',
    block ? styles.block : '',
    extra ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = LookProps & ButtonHTMLAttributes<HTMLButtonElement>;

export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, size, block }, className)} {...rest} />
  );
}

type ButtonLinkProps = LookProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
    href: string;
    children: ReactNode;
    /** External or new-tab targets bypass the client router. */
    external?: boolean;
    /** History state the client router stores with the new entry (see raceArrival.ts). */
    state?: unknown;
  };

export function ButtonLink({
  variant,
  size,
  block,
  className,
  href,
  external,
  state,
  ...rest
}: ButtonLinkProps) {
  const cls = buttonClass({ variant, size, block }, className);
  if (external) return <a href={href} className={cls} {...rest} />;
  return <Link href={href} className={cls} state={state} {...rest} />;
}
