import {
  AreaSeries,
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectThemeMode } from '../../../components/theme/theme-slice';
import { toLanguage } from '../../../lib/i18n/languages';
import type { MarketChart } from '../api/market-api';

const palettes = {
  light: {
    background: '#ffffff',
    text: '#374151',
    grid: '#e5e7eb',
    line: '#b91c1c',
    fill: 'rgba(185, 28, 28, 0.15)',
  },
  dark: {
    background: '#111827',
    text: '#d1d5db',
    grid: '#1f2937',
    line: '#f87171',
    fill: 'rgba(248, 113, 113, 0.2)',
  },
} as const;

/** Chart points: one per second at most, strictly ascending, as the library requires. */
export function toSeries(prices: MarketChart['prices']) {
  const points: { time: UTCTimestamp; value: number }[] = [];
  for (const [ms, value] of [...prices].sort((a, b) => a[0] - b[0])) {
    const time = Math.floor(ms / 1000) as UTCTimestamp;
    const last = points.at(-1);
    if (last && last.time === time) last.value = value;
    else points.push({ time, value });
  }
  return points;
}

/**
 * The price line, drawn on canvas by lightweight-charts. Its attribution logo is off: it injects
 * a <style> element the strict CSP refuses; the credit is a text link beside the chart instead.
 */
export function PriceChart({ data, label }: { data: MarketChart; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Area'> | null>(null);
  const theme = useSelector(selectThemeMode);
  const locale = toLanguage(useTranslation().i18n.language);

  useEffect(() => {
    if (!container.current) return;
    const created = createChart(container.current, {
      autoSize: true,
      layout: { attributionLogo: false },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, timeVisible: true },
      handleScroll: false,
      handleScale: false,
    });
    chart.current = created;
    series.current = created.addSeries(AreaSeries, { lineWidth: 2 });
    return () => {
      created.remove();
      chart.current = null;
      series.current = null;
    };
  }, []);

  useEffect(() => {
    const colours = palettes[theme];
    chart.current?.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: colours.background },
        textColor: colours.text,
        attributionLogo: false,
      },
      grid: { vertLines: { color: colours.grid }, horzLines: { color: colours.grid } },
    });
    series.current?.applyOptions({
      lineColor: colours.line,
      topColor: colours.fill,
      bottomColor: 'rgba(0, 0, 0, 0)',
    });
  }, [theme]);

  useEffect(() => {
    // Axis prices and dates in the reader's language (display floats, never amounts).
    const small = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
    const large = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    chart.current?.applyOptions({
      localization: {
        locale,
        priceFormatter: (price: number) => (price < 100 ? small : large).format(price),
      },
    });
  }, [locale]);

  useEffect(() => {
    series.current?.setData(toSeries(data.prices));
    chart.current?.timeScale().fitContent();
  }, [data]);

  return <div ref={container} role="img" aria-label={label} className="h-72 w-full" />;
}
