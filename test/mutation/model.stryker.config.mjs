// Mutation testing of src/model with test/unit/model: `npm run test:mutation -- model` (see README, Tests).
import { layerConfig } from './layer.mjs';

export default layerConfig('model');
