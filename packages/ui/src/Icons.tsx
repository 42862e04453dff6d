import type { SVGProps } from 'react';

/** Hand-drawn 24×24 stroke icons; decorative by default (aria-hidden). */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function make(name: string, paths: string[]) {
  function Icon({ size = 20, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className="am-icon"
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const IconClose = /* @__PURE__ */ make('IconClose', ['M6 6l12 12', 'M18 6L6 18']);
export const IconChevronLeft = /* @__PURE__ */ make('IconChevronLeft', ['M15 5l-7 7 7 7']);
export const IconChevronRight = /* @__PURE__ */ make('IconChevronRight', ['M9 5l7 7-7 7']);
export const IconChevronDown = /* @__PURE__ */ make('IconChevronDown', ['M5 9l7 7 7-7']);
export const IconCheck = /* @__PURE__ */ make('IconCheck', ['M5 12.5l4.5 4.5L19 7.5']);
export const IconInfo = /* @__PURE__ */ make('IconInfo', ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z', 'M12 11v6', 'M12 7.5v.01']);
export const IconSuccess = /* @__PURE__ */ make('IconSuccess', ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z', 'M8 12.5l2.8 2.8L16.2 9.5']);
export const IconWarning = /* @__PURE__ */ make('IconWarning', ['M12 3.5L2.5 20h19z', 'M12 10v4.5', 'M12 17.2v.01']);
export const IconError = /* @__PURE__ */ make('IconError', ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z', 'M9 9l6 6', 'M15 9l-6 6']);
export const IconHeart = /* @__PURE__ */ make('IconHeart', [
  'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z',
]);
export const IconSearch = /* @__PURE__ */ make('IconSearch', ['M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13z', 'M15.5 15.5L20 20']);
export const IconFilter = /* @__PURE__ */ make('IconFilter', ['M4 6h16', 'M7 12h10', 'M10 18h4']);
export const IconCar = /* @__PURE__ */ make('IconCar', [
  'M3.5 16.5v-4l2-5.2A2 2 0 0 1 7.4 6h9.2a2 2 0 0 1 1.9 1.3l2 5.2v4',
  'M2.5 16.5h19',
  'M7 16.5v1.8', 'M17 16.5v1.8',
  'M5.5 12.5h13',
  'M7.5 14.5h.01', 'M16.5 14.5h.01',
]);
