import { cloneElement, isValidElement, type HTMLAttributes, type ReactElement } from 'react';
import { cn } from '../../lib/cn';

/** Renders its only child with these props merged in, so a Link can look like a Button. */
export function Slot({ children, className, ...props }: HTMLAttributes<HTMLElement> & { children?: React.ReactNode }) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<HTMLAttributes<HTMLElement>>;
  return cloneElement(child, { ...props, ...child.props, className: cn(className, child.props.className) });
}
