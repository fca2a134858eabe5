/** The anchor of the "How good is this model?" panel, which every answer links to. */
export const MODEL_CHECK_ID = 'model-check';
