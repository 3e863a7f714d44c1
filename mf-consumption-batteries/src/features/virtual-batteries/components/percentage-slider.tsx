// The percentage slider (customer-area §9 "Slider 0 to 100 step 1"): a native range input, so keyboard (arrows,
// Home, End, Page keys) and screen readers work without a widget library, with its value shown beside it.
import { formatPercent } from '@portal/shared/format';
import { Box, HStack, Text } from '@portal/shared/ui';
import { useId } from 'react';
import { clampPercentage, PERCENTAGE_MAX, PERCENTAGE_MIN, PERCENTAGE_STEP } from '../percentage';

export interface PercentageSliderProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  disabled?: boolean;
}

export function PercentageSlider({
  label,
  value,
  onChange,
  min = PERCENTAGE_MIN,
  max = PERCENTAGE_MAX,
  disabled = false,
}: PercentageSliderProps) {
  const id = useId();
  return (
    <Box>
      <label htmlFor={id}>
        <Text as="span" fontWeight="medium" display="block" mb="2">
          {label}
        </Text>
      </label>
      <HStack gap="3">
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={PERCENTAGE_STEP}
          value={value}
          disabled={disabled}
          aria-valuetext={formatPercent(value)}
          style={{ flex: 1, accentColor: 'var(--chakra-colors-color-palette-solid, currentColor)' }}
          onChange={(event) =>
            onChange(Math.min(max, Math.max(min, clampPercentage(event.currentTarget.valueAsNumber))))
          }
        />
        <output
          htmlFor={id}
          style={{ minWidth: '4.5em', textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}
        >
          {formatPercent(value)}
        </output>
      </HStack>
    </Box>
  );
}
