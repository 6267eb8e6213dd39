/**
 * Mantine's ColorInput whose picker Escape closes (issue 26 item 11): Mantine's opens on focus and closes only on
 * blur, so Escape went past it to the modal around. The input also says that its picker is open, which is how the
 * modal knows the key is the picker's (components/inner-layers).
 */
import { ColorInput, type ColorInputProps } from '@mantine/core';
import { type FocusEvent, type KeyboardEvent, type MouseEvent, useState } from 'react';

export function ColorField({ onFocus, onBlur, onClick, onKeyDown, popoverProps, ...props }: ColorInputProps) {
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  return (
    <ColorInput
      {...props}
      aria-haspopup="dialog"
      aria-expanded={isPickerOpen}
      popoverProps={{ ...popoverProps, opened: isPickerOpen }}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        onFocus?.(event);
        setIsPickerOpen(true);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        onBlur?.(event);
        setIsPickerOpen(false);
      }}
      onClick={(event: MouseEvent<HTMLInputElement>) => {
        onClick?.(event);
        setIsPickerOpen(true);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        onKeyDown?.(event);
        if (event.key === 'Escape' && isPickerOpen) setIsPickerOpen(false);
      }}
    />
  );
}
