/**
 * Mantine's ColorInput whose picker Escape closes (issue 26 item 11): Mantine's opens on focus and closes only on
 * blur, so Escape went past it to the modal around. The input marks that its picker is open, which is how the modal
 * knows the key is the picker's (components/inner-layers); a textbox may not carry `aria-expanded`, so the mark is
 * the inner layers' own attribute.
 */
import { ColorInput, type ColorInputProps } from '@mantine/core';
import { type FocusEvent, type KeyboardEvent, type MouseEvent, useState } from 'react';
import { OPEN_LAYER_MARK } from '@/components/inner-layers';

export function ColorField({ onFocus, onBlur, onClick, onKeyDown, popoverProps, ...props }: ColorInputProps) {
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  return (
    <ColorInput
      {...props}
      aria-haspopup="dialog"
      {...{ [OPEN_LAYER_MARK]: isPickerOpen ? 'true' : undefined }}
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
