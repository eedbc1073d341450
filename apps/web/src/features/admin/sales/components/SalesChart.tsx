import type { SalesRow } from '@maple/contracts';
import {
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectThemeMode } from '../../../../components/theme/theme-slice';
import { toLanguage } from '../../../../lib/i18n/languages';

const palettes = {
  light: { background: '#ffffff', text: '#374151', grid: '#e5e7eb', bar: '#b91c1c' },
  dark: { background: '#111827', text: '#d1d5db', grid: '#1f2937', bar: '#f87171' },
} as const;

/**
 * Revenue per period in dollars, all assets summed. A display float: the amounts themselves stay
 * exact in the table and the export.
 */
export function revenueBars(rows: readonly SalesRow[]) {
  const byPeriod = new Map<string, bigint>();
  for (const row of rows) {
    byPeriod.set(row.period, (byPeriod.get(row.period) ?? 0n) + BigInt(row.revenue));
  }
  return [...byPeriod]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([time, cents]) => ({ time, value: Number(cents) / 100 }));
}

/**
 * Revenue by period as bars, drawn on canvas by lightweight-charts (as the dashboard's price
 * chart is; its attribution logo is off for the same CSP reason).
 */
export function SalesChart({ rows, label }: { rows: readonly SalesRow[]; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Histogram'> | null>(null);
  const theme = useSelector(selectThemeMode);
  const locale = toLanguage(useTranslation().i18n.language);

  useEffect(() => {
    if (!container.current) return;
    const created = createChart(container.current, {
      autoSize: true,
      layout: { attributionLogo: false },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false },
      handleScroll: false,
      handleScale: false,
    });
    chart.current = created;
    series.current = created.addSeries(HistogramSeries);
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
    series.current?.applyOptions({ color: colours.bar });
  }, [theme]);

  useEffect(() => {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' });
    chart.current?.applyOptions({
      localization: { locale, priceFormatter: (value: number) => money.format(value) },
    });
  }, [locale]);

  useEffect(() => {
    series.current?.setData(revenueBars(rows));
    chart.current?.timeScale().fitContent();
  }, [rows]);

  return <div ref={container} role="img" aria-label={label} className="h-72 w-full" />;
}
