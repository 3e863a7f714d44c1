// A slot a remote's page hosts: `<Slot name="contract.detail.sections" props={…} />` renders every contribution of
// the registered, brand-enabled remotes (the consumption section in the contract detail, the claim dialog…). The
// shell owns the Module Federation runtime, so it provides the renderer once at start (`provideSlotRenderer`);
// without it (a remote's dev harness, a unit test) a slot is empty, as it is when its remote is disabled.
import { createElement, type ComponentType } from 'react';
import type { SlotName, SlotProps } from './types';

export interface SlotHostProps<S extends SlotName = SlotName> {
  name: S;
  props: SlotProps[S];
}

let renderer: ComponentType<SlotHostProps> | undefined;

/** The shell's way to render a slot's contributions; called once before the first render. */
export function provideSlotRenderer(component: ComponentType<SlotHostProps> | undefined): void {
  renderer = component;
}

export function Slot<S extends SlotName>({ name, props }: SlotHostProps<S>) {
  return renderer ? createElement(renderer, { name, props } as SlotHostProps) : null;
}
