/**
 * The recharts parts the charts panel draws with, for loading them ahead of the panel:
 * `loadChartsPanel` (App.tsx) imports this first, so recharts' modules are evaluated in a task
 * of their own, and the panel's own modules in the next. Together they were one task long
 * enough to hold a phone's main thread past a frame.
 */
export { Bar, BarChart, CartesianGrid, ComposedChart, LabelList, Legend, Line, ReferenceDot, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
