import { LOGISTIC_TYPE_LABELS, type LogisticType } from '@storefront/domain/logistic-types';
import { type UseSelectState, type UseSelectStateChangeOptions, useSelect } from 'downshift';
import { CheckIcon, ChevronDownIcon } from '@/components/icons';

const { ToggleButtonBlur } = useSelect.stateChangeTypes;

/**
 * Leaving the control (Tab, or a click elsewhere) only closes the list. Downshift would pick the
 * highlighted type on blur, but picking one saves it or opens the schedule modal: that must come from
 * Enter, Space or a tap, never from moving on.
 */
function stateReducer(
  state: UseSelectState<LogisticType>,
  { type, changes }: UseSelectStateChangeOptions<LogisticType>,
): Partial<UseSelectState<LogisticType>> {
  return type === ToggleButtonBlur ? { ...changes, selectedItem: state.selectedItem } : changes;
}

export type LogisticTypeSelectProps = {
  /** The branch's enabled types, in the order they are offered. */
  types: readonly LogisticType[];
  value: LogisticType;
  /** While the chosen type is being saved: announced, and the control stays usable and focused. */
  busy: boolean;
  onChoose: (type: LogisticType) => void;
};

/**
 * The 'Logistic Type' control (spec §2): an ARIA 1.2 select-only combobox with a listbox popup, from
 * downshift's `useSelect`, which owns the keys (Enter/Space/↓ open, ↑/↓ move, Enter/Space pick, Escape
 * closes, typed letters jump), the highlight and the ARIA wiring. The focus never leaves the combobox:
 * options are pointed at with aria-activedescendant, and a tap on one keeps the focus where it was.
 */
export function LogisticTypeSelect({ types, value, busy, onChoose }: LogisticTypeSelectProps) {
  const { isOpen, highlightedIndex, getLabelProps, getToggleButtonProps, getMenuProps, getItemProps } =
    useSelect<LogisticType>({
      items: [...types],
      selectedItem: value,
      itemToString: (type) => (type ? LOGISTIC_TYPE_LABELS[type] : ''),
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) onChoose(selectedItem);
      },
      stateReducer,
    });

  // A label's click focuses only a labelable element; downshift's onClick focuses the combobox (a div).
  const label = getLabelProps();
  return (
    <div className="logistic-select">
      <label {...label} htmlFor={label.htmlFor} className="fulfilment__label">
        Logistic Type
      </label>
      <div
        {...getToggleButtonProps({
          className: 'logistic-select__button',
          // Not disabled while the change is sent: a disabled control loses the focus, and a keyboard
          // user was thrown to the top of the page (issue 26).
          'aria-busy': busy || undefined,
        })}
      >
        <span className="logistic-select__value">{LOGISTIC_TYPE_LABELS[value]}</span>
        <ChevronDownIcon className="logistic-select__chevron" size={18} />
      </div>
      <ul {...getMenuProps({ className: 'logistic-select__list', hidden: !isOpen })}>
        {isOpen &&
          types.map((type, index) => (
            <li
              key={type}
              {...getItemProps({
                item: type,
                index,
                className: `logistic-select__option${index === highlightedIndex ? ' logistic-select__option--highlighted' : ''}`,
              })}
            >
              <span>{LOGISTIC_TYPE_LABELS[type]}</span>
              {type === value && <CheckIcon className="logistic-select__check" />}
            </li>
          ))}
      </ul>
    </div>
  );
}
