// Asks the accessibility toolbar to open its panel (the dashboard's Settings dialog sends it).
export const OPEN_ACCESSIBILITY_EVENT = "saywrite:open-accessibility";
