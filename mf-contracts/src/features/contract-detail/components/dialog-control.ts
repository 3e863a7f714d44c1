/** A dialog opened by its button or by a redirect action after login (the detail holds which one is open). */
export interface DialogControl {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
