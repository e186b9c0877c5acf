import { runKernel } from './limits-kernel';
import { expectRefused, hitRequests, type RefusedHit } from './hit-request';

/**
 * POST /api/hits through the host's kernel: only the bundle's three kinds of share, for a recipe
 * the site has, with a value of that kind's shape (src/shared/api/hits.ts), else 422 with a
 * Spanish message naming the field; a phone number is stored masked (App\Models\Hit::maskedPhone),
 * and the user is the session's. The migration that masks the numbers stored before.
 */
const RECIPE = 'Pan dulce de la casa';
const EDITOR = 'editora@example.com';

const hit = hitRequests('192.0.2');

describe('what the widgets send is stored, the number masked', () => {
  const accepted = [
    hit({ entity: RECIPE, type: 'whatsapp', user_id: null, value: '+5491112345678' }),
    // The session's user, not the body's.
    hit({ entity: RECIPE, type: 'whatsapp', user_id: 2, value: '12125551234' }, EDITOR),
    hit({ entity: RECIPE, type: 'whatsapp-ingredientes', user_id: null, value: '4 porciones' }),
    hit({ entity: RECIPE, type: 'whatsapp-ingredientes', user_id: null, value: '1 porción' }),
    hit({ entity: RECIPE, type: 'whatsapp-ingredientes', user_id: null, value: 'receta' }),
    hit({ entity: RECIPE, type: 'whatsapp', user_id: null, value: '+1234' }),
    hit({ entity: RECIPE, type: 'share', user_id: null, value: 'share_sheet' }),
    hit({ entity: RECIPE, type: 'share', user_id: null, value: 'whatsapp' }),
  ];
  const { answers, after } = runKernel(accepted, { after: ['select entity, type, user_id, value from hits order by id'] });

  test('201 each', () => {
    expect(answers.map((answer) => answer.status)).toEqual(accepted.map(() => 201));
  });

  test('stored: no whole number, the first digits (five at most) and the last two of it, six hidden at least', () => {
    expect(after[0]).toEqual([
      { entity: RECIPE, type: 'whatsapp', user_id: null, value: '+54911******78' },
      { entity: RECIPE, type: 'whatsapp', user_id: 1, value: '+121******34' },
      { entity: RECIPE, type: 'whatsapp-ingredientes', user_id: null, value: '4 porciones' },
      { entity: RECIPE, type: 'whatsapp-ingredientes', user_id: null, value: '1 porción' },
      { entity: RECIPE, type: 'whatsapp-ingredientes', user_id: null, value: 'receta' },
      { entity: RECIPE, type: 'whatsapp', user_id: null, value: '+****' },
      { entity: RECIPE, type: 'share', user_id: null, value: 'share_sheet' },
      { entity: RECIPE, type: 'share', user_id: null, value: 'whatsapp' },
    ]);
  });
});

describe('anything else is answered 422, in Spanish, and nothing is stored', () => {
  const refused: RefusedHit[] = [
    [
      'a kind the widgets do not send',
      { entity: RECIPE, type: 'sms', value: '+5491112345678' },
      'type',
      /^El tipo de envío no es uno de los que se registran\.$/,
    ],
    ['a kind that is not text', { entity: RECIPE, type: ['whatsapp'], value: '+5491112345678' }, 'type', /debe ser texto/],
    ['no kind', { entity: RECIPE, value: '+5491112345678' }, 'type', /^Completá el campo/],
    [
      'a recipe the site does not have',
      { entity: 'Receta que no existe', type: 'whatsapp', value: '+5491112345678' },
      'entity',
      /^No hay una receta con ese nombre\.$/,
    ],
    ['no recipe', { type: 'whatsapp', value: '+5491112345678' }, 'entity', /^Completá el campo/],
    ['a number with letters', { entity: RECIPE, type: 'whatsapp', value: '+54 9 11 1234-ABCD' }, 'value', /^El valor debe ser un número de teléfono/],
    ['a number of 16 digits', { entity: RECIPE, type: 'whatsapp', value: '+5491112345678901' }, 'value', /^El valor debe ser un número de teléfono/],
    ['a number of 3 digits', { entity: RECIPE, type: 'whatsapp', value: '+549' }, 'value', /^El valor debe ser un número de teléfono/],
    ['a number broken by a line', { entity: RECIPE, type: 'whatsapp', value: '+549111\n2345678' }, 'value', /^El valor debe ser un número de teléfono/],
    ['servings for a number', { entity: RECIPE, type: 'whatsapp', value: '4 porciones' }, 'value', /^El valor debe ser un número de teléfono/],
    ['a number for servings', { entity: RECIPE, type: 'whatsapp-ingredientes', value: '+5491112345678' }, 'value', /^El valor debe ser las porciones/],
    ['no servings', { entity: RECIPE, type: 'whatsapp-ingredientes', value: '0 porciones' }, 'value', /^El valor debe ser las porciones/],
    ['servings past the tools', { entity: RECIPE, type: 'whatsapp-ingredientes', value: '101 porciones' }, 'value', /^El valor debe ser las porciones/],
    ['a number for a share', { entity: RECIPE, type: 'share', value: '+5491112345678' }, 'value', /^El valor debe ser "share_sheet" o "whatsapp"/],
    ['another way of sharing', { entity: RECIPE, type: 'share', value: 'email' }, 'value', /^El valor debe ser "share_sheet" o "whatsapp"/],
    [
      'any text for servings',
      { entity: RECIPE, type: 'whatsapp-ingredientes', value: 'mi correo es ana@example.com' },
      'value',
      /^El valor debe ser las porciones/,
    ],
  ];
  expectRefused(refused, hit);
});

test('the migration masks the numbers stored whole before it, and leaves every other value as it was', () => {
  const migration = 'database/migrations/2026_12_01_000007_mask_phone_numbers_in_hits.php';
  const { after } = runKernel([], {
    before: [
      "insert into hits (entity, type, value) values ('a', 'whatsapp', '+5491112345678'), ('b', 'whatsapp', '5491187654321'), ('c', 'whatsapp-ingredientes', '4 porciones'), ('d', 'whatsapp', '+54911******78')",
    ],
    artisan: [['migrate:refresh', { '--path': migration }]],
    after: ['select value from hits order by id'],
  });
  expect(after[0]).toEqual([{ value: '+54911******78' }, { value: '+54911******21' }, { value: '4 porciones' }, { value: '+54911******78' }]);
});
