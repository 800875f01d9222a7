import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../config/paths.ts';
import { changeLanguage } from '../../../../lib/i18n.ts';
import { TYPED_NUMBERS } from '../../../../test/typed-numbers.ts';
import { renderConsoleRoutes } from '../../testing/render-console.tsx';
import { adminPath, buildAdminEngineer, buildJoinRequest } from '../../testing/admin-directory-builders.ts';
import { EngineerFormScreen } from './engineer-form-screen.tsx';
import { envelope, errorResponse, fakeApi, jsonResponse } from '../../../../test/fake-api.ts';

const renderAt = (path: string) =>
  renderConsoleRoutes(
    [
      { path: adminPath(paths.admin.newEngineer.path), element: <EngineerFormScreen /> },
      { path: adminPath(paths.admin.editEngineer.path), element: <EngineerFormScreen /> },
      { path: adminPath(paths.admin.engineers.path), element: <p>engineers list</p> },
      { path: adminPath(paths.admin.joinRequests.path), element: <p>join requests</p> },
    ],
    path,
  );

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

describe('EngineerFormScreen', () => {
  it('fills a new engineer from a join request and sends the request’s id with it', async () => {
    const request = buildJoinRequest({ fullName: 'سالم علي باوزير', email: 'salem@example.com', phoneNumber: '+967771234567' });
    const calls = fakeApi({
      [`GET /admin/join-requests/${request._id}`]: () => jsonResponse(200, envelope(request)),
      'POST /admin/engineers': () => jsonResponse(201, envelope(buildAdminEngineer())),
    });
    const { router } = renderAt(paths.admin.newEngineer.getHref(request._id));
    const actor = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'إضافة مهندس' })).toBeTruthy();
    await waitFor(() => expect(textbox(/^الاسم/)).toHaveProperty('value', 'سالم علي باوزير'));
    expect(textbox(/^البريد الإلكتروني/)).toHaveProperty('value', 'salem@example.com');
    expect(textbox(/^رقم الهاتف/)).toHaveProperty('value', '+967771234567');
    expect(screen.getByRole('note').textContent).toContain('سالم علي باوزير');

    await actor.selectOptions(screen.getByRole('combobox', { name: /^المحافظة/ }), 'taiz');
    await actor.selectOptions(screen.getByRole('combobox', { name: /^المدينة/ }), 'taiz-city');
    // Typed on an Arabic keyboard.
    await actor.type(textbox(/^سنوات الخبرة/), '١٢');
    expect(textbox(/^سنوات الخبرة/)).toHaveProperty('value', '12');
    await actor.click(screen.getByRole('button', { name: 'حفظ' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.joinRequests.getHref()));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      joinRequestId: request._id,
      name: 'سالم علي باوزير',
      email: 'salem@example.com',
      phone: '967771234567',
      whatsappPhone: '967771234567',
      experienceDescription: request.content,
      governorate: 'taiz',
      city: 'taiz-city',
      experienceYears: 12,
      teamSize: null,
      hourlyRate: null,
    });
    expect(await screen.findByText('تمت إضافة المهندس إلى الدليل')).toBeTruthy();
  });

  it('warns that a handled request cannot be linked, and says the server’s refusal once', async () => {
    const request = buildJoinRequest({ status: 'handled', handledAt: new Date().toISOString() });
    const refusal = 'تمت معالجة طلب الانضمام هذا أو استُبعد من قبل';
    fakeApi({
      [`GET /admin/join-requests/${request._id}`]: () => jsonResponse(200, envelope(request)),
      'POST /admin/engineers': () => errorResponse(409, 'JOIN_REQUEST_CLOSED', refusal, { joinRequestId: refusal }),
    });
    renderAt(paths.admin.newEngineer.getHref(request._id));
    const actor = userEvent.setup();

    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('لم يعد جديداً');
    expect(within(note).getByRole('link', { name: 'فتح طلبات الانضمام' }).getAttribute('href')).toBe(paths.admin.joinRequests.getHref('handled'));
    await actor.selectOptions(screen.getByRole('combobox', { name: /^المحافظة/ }), 'taiz');
    await actor.selectOptions(screen.getByRole('combobox', { name: /^المدينة/ }), 'taiz-city');
    await actor.type(textbox(/^سنوات الخبرة/), '3');
    await actor.click(screen.getByRole('button', { name: 'حفظ' }));

    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });

  it('shows the server’s refusal of a field on that field, and sends back the pictures it keeps', async () => {
    const engineer = buildAdminEngineer();
    const calls = fakeApi({
      [`GET /admin/engineers/${engineer._id}`]: () => jsonResponse(200, envelope(engineer)),
      [`PUT /admin/engineers/${engineer._id}`]: () =>
        errorResponse(422, 'VALIDATION_FAILED', 'البيانات المُدخلة غير صالحة', { phone: 'هذا الرقم مسجّل لمهندس آخر' }),
    });
    const { router } = renderAt(paths.admin.editEngineer.getHref(engineer._id));
    const actor = userEvent.setup();

    await waitFor(() => expect(textbox(/^الاسم/)).toHaveProperty('value', engineer.name));
    expect(screen.getByRole('heading', { level: 1, name: 'تعديل بيانات المهندس' })).toBeTruthy();
    await actor.click(screen.getByRole('button', { name: 'حفظ' }));

    const phone = textbox(/^رقم الهاتف/);
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    const description = document.getElementById(phone.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('هذا الرقم مسجّل لمهندس آخر');
    expect(screen.getByRole('alert').textContent).toContain('البيانات المُدخلة غير صالحة');
    expect(router.state.location.pathname).toBe(paths.admin.editEngineer.getHref(engineer._id));

    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      profileImage: engineer.profileImageUrl,
      portfolioImages: engineer.portfolioImages.map((image) => image.url),
      experienceYears: engineer.experience.years,
      workingHoursStart: '08:00',
    });
    expect(put?.body).not.toHaveProperty('joinRequestId');
  });

  it('adds certifications one by one, checks each, and removes one', async () => {
    await changeLanguage('en');
    const calls = fakeApi({ 'POST /admin/engineers': () => jsonResponse(201, envelope(buildAdminEngineer())) });
    const { router } = renderAt(paths.admin.newEngineer.getHref());
    const actor = userEvent.setup();

    await actor.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Eng. Huda Saleh');
    await actor.type(textbox(/^Phone number/), '٧٧٧١٢٣٤٥٦');
    expect(textbox(/^Phone number/)).toHaveProperty('value', '777123456');
    await actor.selectOptions(screen.getByRole('combobox', { name: /^Governorate/ }), 'aden');
    await actor.selectOptions(screen.getByRole('combobox', { name: /^City/ }), 'crater');
    await actor.type(textbox(/^Years of experience/), '5');
    await actor.click(screen.getByRole('button', { name: 'Hybrid' }));

    await actor.click(screen.getByRole('button', { name: 'Add certification' }));
    await actor.click(screen.getByRole('button', { name: 'Add certification' }));
    const first = screen.getByRole('group', { name: 'Certification 1' });
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(first).findAllByText('This field is required')).toHaveLength(2);
    expect(calls).toEqual([]);

    await actor.click(screen.getByRole('button', { name: 'Remove certification 2' }));
    expect(screen.queryByRole('group', { name: 'Certification 2' })).toBeNull();
    await actor.type(within(first).getByRole('textbox', { name: /^Certification name/ }), 'NABCEP PV Associate');
    await actor.type(within(first).getByRole('textbox', { name: /^Issued by/ }), 'NABCEP');
    fireEvent.change(within(first).getByLabelText(/^Issue date/), { target: { value: '2019-05-12' } });
    await actor.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.engineers.getHref()));
    expect(calls.at(-1)?.body).toMatchObject({
      phone: '967777123456',
      specializations: ['Hybrid'],
      certifications: [{ name: 'NABCEP PV Associate', issuedBy: 'NABCEP', issuedDate: '2019-05-12', expiryDate: null }],
    });
    expect(calls.at(-1)?.body).not.toHaveProperty('joinRequestId');
  });

  it('says so in English when the engineer does not exist', async () => {
    await changeLanguage('en');
    fakeApi({ 'GET /admin/engineers/gone': () => errorResponse(404, 'NOT_FOUND', 'Not found') });
    renderAt(paths.admin.editEngineer.getHref('gone'));

    expect(await screen.findByText('This engineer is not in the directory; they may have been deleted.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit engineer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it.each(TYPED_NUMBERS)('reads $text as $value in the hourly rate (docs/decisions/027-numbers-people-type.md)', async ({ text, value }) => {
    await changeLanguage('en');
    const engineer = buildAdminEngineer();
    const calls = fakeApi({
      [`GET /admin/engineers/${engineer._id}`]: () => jsonResponse(200, envelope(engineer)),
      [`PUT /admin/engineers/${engineer._id}`]: () => jsonResponse(200, envelope(engineer)),
    });
    const { router } = renderAt(paths.admin.editEngineer.getHref(engineer._id));
    const actor = userEvent.setup();
    await waitFor(() => expect(textbox(/^Name/)).toHaveProperty('value', engineer.name));
    await actor.clear(textbox(/^Hourly rate/));
    await actor.type(textbox(/^Hourly rate/), text);
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.engineers.getHref()));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ hourlyRate: value });
  });
});
