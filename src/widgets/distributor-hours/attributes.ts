import * as v from 'valibot';
import { attr } from '../../runtime';
import { hoursSchema } from '../../shared/distributors/hours/schema';

export const attributes = {
  hours: attr.json(
    v.nullable(hoursSchema),
    '{weekly, holidays, exceptions, closure?} | null',
  )({
    required: true,
    description:
      "The distributor's opening hours, as `GET /api/distributors` sends them (docs/widgets/catalogue.md, \"Opening hours\"); `null`: not known ('Horario no informado').",
  }),
};
