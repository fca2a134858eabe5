/**
 * The recharts parts the charts panel draws with, for evaluating them apart from the panel:
 * App.tsx imports this beside the panel. The smaller module graph, it is complete first, so
 * recharts' modules are evaluated in a task of their own and the panel's in the next; together
 * they were one task, long enough to hold a phone's main thread past a frame.
 */
export { Bar, BarChart, CartesianGrid, ComposedChart, LabelList, Legend, Line, ReferenceDot, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
