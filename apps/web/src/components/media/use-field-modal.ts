/**
 * Which of a field's modals is open, and focus back on the button that opened it once it closes (WAI-ARIA dialog
 * pattern). The media modals mount only while open (they load on first use), so Mantine's own focus return, which
 * remembers the opener only when `opened` changes on a mounted modal, never has one and leaves focus on <body>.
 */
import { type MouseEvent, useEffect, useRef, useState } from 'react';

export function useFieldModal<TName extends string>() {
  const [openModal, setOpenModal] = useState<TName | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (openModal !== null || !openerRef.current) return;
    openerRef.current.focus();
    openerRef.current = null;
  }, [openModal]);

  return {
    openModal,
    /** A click handler for the button that opens `name`. */
    openFrom: (name: TName) => (event: MouseEvent<HTMLElement>) => {
      openerRef.current = event.currentTarget;
      setOpenModal(name);
    },
    close: () => setOpenModal(null),
  };
}
