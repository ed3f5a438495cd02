import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { languageSchema, phoneSchema } from '../../../../contract/common';
import { createDeskBookingSchema, type CreateDeskBookingInput } from '../../../../contract/desk';
import type { AdminTeeTime } from '../../../../contract/club-admin';
import { Button } from '../../../components/ui/button';
import { Form, FormCheckbox, FormField, FormMessage, numberRange } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { formatChf } from '../../../lib/format';
import { messageKey } from '../../../lib/field-message';
import { languageNames } from '../../../lib/i18n/languages';
import { toast } from '../../../lib/toast';
import { useCreateDeskBooking } from '../hooks';
import { clubRefusal } from './club-refusal';

const fields = createDeskBookingSchema.shape;
const deskFormSchema = (teeTime: AdminTeeTime, regular: string) =>
  z.object({
    name: fields.name,
    phone: z
      .string()
      .trim()
      .refine((value) => value === '' || phoneSchema.safeParse(value).success, 'clubAdmin.desk.phoneInvalid'),
    email: z
      .string()
      .trim()
      .refine((value) => value === '' || z.email().safeParse(value).success, 'validation.email'),
    language: languageSchema,
    playerCount: z.number().int().min(1),
    guests: z.array(z.string().max(80)),
    pricePerPlayer: fields.pricePerPlayer.refine((price) => price <= teeTime.originalPrice, {
      message: messageKey('clubAdmin.desk.aboveRegular', { regular }),
    }),
    paid: z.boolean(),
    note: z.string().max(500),
  });
type DeskValues = z.input<ReturnType<typeof deskFormSchema>>;
const priceRange = { ...numberRange(z.number().min(0).max(10_000)), step: 0.05 };

/**
 * A booking the desk takes for a golfer on the phone or at the counter: who (name, and phone or e-mail to
 * reach them), how many players and their names, the price, and whether it is paid now. With an e-mail
 * address, the golfer gets the confirmation in their language.
 */
export function DeskBookingForm({
  clubId,
  teeTime,
  onBooked,
}: {
  clubId: string;
  teeTime: AdminTeeTime;
  onBooked: () => void;
}) {
  const { t, i18n } = useTranslation();
  const open = teeTime.slotsAvailable - teeTime.bookedPlayers;
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<DeskValues, unknown, z.output<ReturnType<typeof deskFormSchema>>>({
    resolver: zodResolver(deskFormSchema(teeTime, formatChf(teeTime.originalPrice))),
    defaultValues: {
      name: '',
      phone: '',
      email: '',
      language: languageSchema.catch('de').parse(i18n.language),
      playerCount: Math.min(open, 2),
      guests: [],
      pricePerPlayer: teeTime.originalPrice,
      paid: false,
      note: '',
    },
  });
  const playerCount = useWatch({ control: form.control, name: 'playerCount' });
  const email = useWatch({ control: form.control, name: 'email' });
  const book = useCreateDeskBooking(clubId, {
    onBooked: (booked) => {
      toast.success(t('clubAdmin.desk.booked', { reference: booked.reference, time: teeTime.time }));
      onBooked();
    },
    onRefused: (error) => setRefusal(clubRefusal(t, error)),
  });
  const submit = (values: z.output<ReturnType<typeof deskFormSchema>>) => {
    setRefusal(null);
    const request: CreateDeskBookingInput = {
      teeTimeId: teeTime.id,
      name: values.name,
      phone: values.phone || null,
      email: values.email || null,
      language: values.language,
      playerCount: values.playerCount,
      guests: values.guests.slice(0, values.playerCount - 1).map((name) => ({ name: name.trim() || null })),
      pricePerPlayer: values.pricePerPlayer,
      paid: values.paid,
      note: values.note || null,
    };
    book.mutate(request);
  };

  return (
    <Form form={form} onSubmit={submit} className="space-y-3" aria-label={t('clubAdmin.desk.formTitle')}>
      <FormField<DeskValues> name="name" id="desk-name" label={t('clubAdmin.desk.name')}>
        {(control) => <Input autoComplete="off" maxLength={80} {...control} />}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField<DeskValues> name="phone" id="desk-phone" label={t('clubAdmin.desk.phone')}>
          {(control) => <Input type="tel" autoComplete="off" {...control} />}
        </FormField>
        <FormField<DeskValues>
          name="email"
          id="desk-email"
          label={t('clubAdmin.desk.email')}
          hint={t('clubAdmin.desk.emailHint')}
          kind="email"
        >
          {(control) => <Input type="email" autoComplete="off" {...control} />}
        </FormField>
      </div>
      {email ? (
        <FormField<DeskValues> name="language" id="desk-language" label={t('clubAdmin.desk.language')}>
          {(control) => (
            <Select {...control}>
              {languageSchema.options.map((language) => (
                <option key={language} value={language}>
                  {languageNames[language]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField<DeskValues> name="playerCount" id="desk-players" label={t('clubAdmin.desk.players')} kind="number">
          {(control) => (
            <Select {...control} onChange={(event) => control.onChange(Number(event.target.value))}>
              {Array.from({ length: open }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {t('booking.playerCount', { count })}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField<DeskValues>
          name="pricePerPlayer"
          id="desk-price"
          label={t('clubAdmin.desk.price')}
          hint={t('clubAdmin.desk.priceHint', {
            regular: formatChf(teeTime.originalPrice),
            online: formatChf(teeTime.discountedPrice),
          })}
          kind="number"
          range={priceRange}
        >
          {(control) => <Input type="number" step="0.05" min={0} {...control} />}
        </FormField>
      </div>
      {Array.from({ length: Math.max(0, playerCount - 1) }, (_, index) => (
        <FormField<DeskValues>
          key={index}
          name={`guests.${index}`}
          id={`desk-guest-${index}`}
          label={t('clubAdmin.desk.guest', { place: index + 2 })}
          hint={index === 0 ? t('clubAdmin.desk.guestHint') : undefined}
        >
          {(control) => <Input autoComplete="off" maxLength={80} {...control} />}
        </FormField>
      ))}
      <FormField<DeskValues> name="note" id="desk-note" label={t('clubAdmin.desk.note')}>
        {(control) => <Input maxLength={500} {...control} />}
      </FormField>
      <FormCheckbox<DeskValues> name="paid" label={t('clubAdmin.desk.paidNow')} />
      <FormMessage tone="problem">{refusal}</FormMessage>
      <Button type="submit" className="w-full" disabled={book.isPending}>
        {book.isPending ? <Spinner /> : null}
        {t('clubAdmin.desk.submit', { time: teeTime.time })}
      </Button>
    </Form>
  );
}
