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
// In place of emoji and dingbats, which show as empty boxes on a system without an emoji font.
export const IconShield = /* @__PURE__ */ make('IconShield', ['M12 3l7 3v5.5c0 4.4-3 8-7 9.5c-4-1.5-7-5.1-7-9.5V6z']);
export const IconGauge = /* @__PURE__ */ make('IconGauge', ['M5 18a8.5 8.5 0 1 1 14 0', 'M12 14.5l3.5-5', 'M7 13.5h.01', 'M17 13.5h.01', 'M12 8h.01']);
export const IconUsers = /* @__PURE__ */ make('IconUsers', [
  'M9 4a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7z',
  'M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6',
  'M16 4.3a3.5 3.5 0 0 1 0 6.4',
  'M18 14.3c2.1.7 3.5 2.8 3.5 5.7',
]);
export const IconWrench = /* @__PURE__ */ make('IconWrench', [
  'M14.5 4.5a4.5 4.5 0 0 0-5.6 5.6L3.5 15.5a2.1 2.1 0 0 0 3 3l5.4-5.4a4.5 4.5 0 0 0 5.6-5.6l-2.8 2.8-2.5-.5-.5-2.5z',
]);
export const IconScale = /* @__PURE__ */ make('IconScale', [
  'M12 4v16', 'M8 20h8', 'M5 7h14',
  'M5 7l-3 6c0 1.7 1.3 2.5 3 2.5s3-.8 3-2.5z',
  'M19 7l-3 6c0 1.7 1.3 2.5 3 2.5s3-.8 3-2.5z',
]);
export const IconGlobe = /* @__PURE__ */ make('IconGlobe', [
  'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z', 'M3 12h18',
  'M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9', 'M12 3c-2.5 2.5-3.8 5.5-3.8 9s1.3 6.5 3.8 9',
]);
export const IconMail = /* @__PURE__ */ make('IconMail', ['M3.5 6h17v12h-17z', 'M4 6.5l8 6.5 8-6.5']);
export const IconSparkle = /* @__PURE__ */ make('IconSparkle', [
  'M12 3l1.9 5.6a3 3 0 0 0 1.9 1.9L21.5 12l-5.7 1.6a3 3 0 0 0-1.9 1.9L12 21l-1.9-5.5a3 3 0 0 0-1.9-1.9L2.5 12l5.7-1.5a3 3 0 0 0 1.9-1.9z',
]);
