import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { PhotoField, type PhotoFieldProps } from '@/components/admin/photo-field';
import { LayoutLogoField } from '@/components/admin/settings/layout-logo-field';
import { CoverImageField } from '@/components/admin/compose/cover-image-field';
import { MediaLibraryAccessProvider } from '@/components/admin/media/media-access';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

function answer(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

const originalFetch = global.fetch;
let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});
afterEach(() => {
  global.fetch = originalFetch;
});

/** A PhotoField holding its own value, as the forms do through react-hook-form. */
function ControlledPhoto(props: Omit<PhotoFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <PhotoField {...rest} value={value} onChange={setValue} />;
}

function withIntl(node: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      {node}
    </NextIntlClientProvider>,
  );
}

async function choose(label: string, file = png()) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
  });
}

describe('PhotoField', () => {
  it('shows the initials until a photo is uploaded to /api/upload, then the round preview with its test id', async () => {
    fetchMock.mockResolvedValue(answer(201, { data: { url: '/api/files/abc123', width: 96, height: 96 } }));
    withIntl(<ControlledPhoto id="profile-photo" name="Maria da Silva" namespace="MyProfile.profile" testId="photo-preview" />);
    expect(screen.getByText('MS')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.MyProfile.profile.photoRemove })).not.toBeInTheDocument();

    await choose(en.MyProfile.profile.photoUpload);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/upload?locale=en');
    expect(init.method).toBe('POST');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    const preview = screen.getByTestId('photo-preview');
    expect(preview).toHaveAttribute('src', '/api/files/abc123');
    expect(preview).toHaveAttribute('alt', en.MyProfile.profile.photoAlt);
    expect(screen.getByLabelText(en.MyProfile.profile.photoReplace)).toBeInTheDocument();
    expect(screen.queryByText('MS')).not.toBeInTheDocument();
  });

  it("speaks the users dialog's words and removes the photo, back to the initials", () => {
    withIntl(<ControlledPhoto id="user-photo" name="Ana" namespace="Users.form" testId="user-photo-preview" initial="/api/files/old" />);
    expect(screen.getByRole('group', { name: en.Users.form.photo })).toBeInTheDocument();
    expect(screen.getByTestId('user-photo-preview')).toHaveAttribute('alt', en.Users.form.photoAlt);
    expect(screen.getByText(en.Users.form.photoHint)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: en.Users.form.photoRemove }));

    expect(screen.queryByTestId('user-photo-preview')).not.toBeInTheDocument();
    expect(screen.getByText('AN')).toBeInTheDocument();
    expect(screen.getByLabelText(en.Users.form.photoUpload)).toBeInTheDocument();
  });

  it("shows the API's first field error, linked to the input, and keeps the photo it had", async () => {
    fetchMock.mockResolvedValue(answer(422, { error: true, message: 'Some fields are invalid.', errors: [{ field: 'file', message: 'Unsupported image type.' }] }));
    withIntl(<ControlledPhoto id="profile-photo" name="Ana" namespace="MyProfile.profile" testId="photo-preview" initial="/api/files/old" />);

    await choose(en.MyProfile.profile.photoReplace);

    const input = screen.getByLabelText(en.MyProfile.profile.photoReplace);
    expect(screen.getByText('Unsupported image type.')).toHaveAttribute('id', 'profile-photo-error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'profile-photo-hint profile-photo-error');
    expect(screen.getByTestId('photo-preview')).toHaveAttribute('src', '/api/files/old');
  });

  it('falls back to the unexpected-error message when the request itself fails, and shows the form error otherwise', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    withIntl(<ControlledPhoto id="profile-photo" name="Ana" namespace="MyProfile.profile" testId="photo-preview" error="Form says no." />);
    expect(screen.getByText('Form says no.')).toBeInTheDocument();

    await choose(en.MyProfile.profile.photoUpload);

    expect(screen.getByText(en.Errors.unexpected)).toBeInTheDocument();
    expect(screen.queryByText('Form says no.')).not.toBeInTheDocument();
  });

  it('announces the upload and disables the picker while it runs', async () => {
    let finish: (value: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (finish = resolve)));
    withIntl(<ControlledPhoto id="profile-photo" name="Ana" namespace="MyProfile.profile" testId="photo-preview" />);

    await choose(en.MyProfile.profile.photoUpload);

    expect(screen.getByRole('status')).toHaveTextContent(en.MyProfile.profile.photoUploading);
    expect(screen.getByLabelText(en.MyProfile.profile.photoUpload)).toBeDisabled();
    await act(async () => finish(answer(201, { data: { url: '/api/files/new', width: 1, height: 1 } })));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByTestId('photo-preview')).toHaveAttribute('src', '/api/files/new');
  });
});

describe('LayoutLogoField and CoverImageField (same upload, their own previews)', () => {
  it('offers no way back while the default logo is shown, and uploads a new one', async () => {
    fetchMock.mockResolvedValue(answer(201, { data: { url: '/api/files/logo', width: 64, height: 64 } }));
    const onChange = jest.fn();
    withIntl(<LayoutLogoField id="layout-logo-v1" legend={en.LayoutSettings.logos.v1} value="/logo-v1.svg" defaultUrl="/logo-v1.svg" onChange={onChange} />);
    expect(screen.queryByRole('button', { name: en.LayoutSettings.logos.useDefault })).not.toBeInTheDocument();

    await choose(en.LayoutSettings.logos.replace);

    expect(onChange).toHaveBeenCalledWith('/api/files/logo');
  });

  it('goes back to the default logo', () => {
    const onChange = jest.fn();
    withIntl(<LayoutLogoField id="layout-logo-v2" legend={en.LayoutSettings.logos.v2} value="/api/files/logo" defaultUrl="/logo-v2.svg" onChange={onChange} />);
    expect(screen.getByTestId('layout-logo-v2-preview')).toHaveAttribute('src', '/api/files/logo');
    fireEvent.click(screen.getByRole('button', { name: en.LayoutSettings.logos.useDefault }));
    expect(onChange).toHaveBeenCalledWith('/logo-v2.svg');
  });

  it("uploads an article's cover and shows the publish error under it", async () => {
    fetchMock.mockResolvedValue(answer(201, { data: { url: '/api/files/cover', width: 320, height: 180 } }));
    const onChange = jest.fn();
    withIntl(<CoverImageField id="article-cover" value="" onChange={onChange} language="pt-BR" error="Image is required" />);
    expect(screen.getByText(en.Admin.compose.cover.empty)).toBeInTheDocument();
    expect(screen.getByText('Image is required')).toHaveAttribute('id', 'article-cover-error');

    await choose(en.Admin.compose.cover.upload);

    expect(onChange).toHaveBeenCalledWith('/api/files/cover');
  });

  const key = 'a'.repeat(32);
  const record = { id: 7, unique_key: key, url: `/api/files/${key}`, name: 'sea.png', width: 320, height: 180, bytes: 100, mime: 'image/png', alt: { en: 'The sea' }, caption: {}, focal_x: 50, focal_y: 50, decorative: false };

  /** The cover held by its form, as the article's metadata panel holds it. */
  function ControlledCover({ language = 'pt-BR', initial = '' }: { language?: string; initial?: string }) {
    const [value, setValue] = useState(initial);
    return <CoverImageField id="article-cover" value={value} onChange={setValue} language={language} />;
  }

  it("asks for a new cover's alt text in the article's language and saves it into the library on blur", async () => {
    fetchMock.mockResolvedValueOnce(answer(201, { data: record }));
    withIntl(<ControlledCover language="pt-BR" />);
    expect(document.getElementById('cover-image-alt')).toBeNull();

    await choose(en.Admin.compose.cover.upload);

    const input = screen.getByLabelText(en.Media.cover.alt.replace('{language}', en.Media.languages['pt-BR']));
    expect(input).toHaveAttribute('id', 'cover-image-alt');
    expect(input).toHaveValue('');
    fetchMock.mockResolvedValueOnce(answer(200, { data: { ...record, alt: { en: 'The sea', 'pt-BR': 'O mar' } } }));
    fireEvent.change(input, { target: { value: ' O mar ' } });
    await act(async () => {
      fireEvent.blur(input);
    });

    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe(`/api/media/media/7/${key}?locale=en`);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({ alt: { 'pt-BR': 'O mar' } });
    expect(screen.getByRole('status')).toHaveTextContent(en.Media.cover.saved);
  });

  it("finds a saved cover's record, prefills its alt text, marks it decorative and shows a refused save", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { data: { items: [record], total: 1, page: 1, limit: 1 } }));
    withIntl(<ControlledCover language="en" initial={`/api/files/${key}`} />);
    const input = await screen.findByLabelText(en.Media.cover.alt.replace('{language}', en.Media.languages.en));
    const [listUrl, listInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(listUrl).toBe('/api/media/media-list?locale=en');
    expect(JSON.parse(listInit.body as string)).toEqual({ unique_key: key, limit: 1 });
    expect(input).toHaveValue('The sea');

    fetchMock.mockResolvedValueOnce(answer(200, { data: { ...record, decorative: true } }));
    await act(async () => {
      fireEvent.click(screen.getByLabelText(en.Media.cover.decorative));
    });
    expect(JSON.parse((fetchMock.mock.calls[1] as [string, RequestInit])[1].body as string)).toEqual({ decorative: true });
    expect(screen.getByLabelText(en.Media.cover.decorative)).toBeChecked();

    fetchMock.mockResolvedValueOnce(answer(422, { message: 'Invalid', errors: [{ message: 'Alt text is too long.' }] }));
    fireEvent.change(input, { target: { value: 'x' } });
    await act(async () => {
      fireEvent.blur(input);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Alt text is too long.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks nothing for an outside address', async () => {
    withIntl(<ControlledCover initial="https://cdn.example.com/sea.jpg" />);
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('cover-image-alt')).toBeNull();
  });
});

describe('the media picker in every image field', () => {
  const key = 'b'.repeat(32);
  const logo = { id: 3, unique_key: key, url: `/api/files/${key}?v=1`, name: 'logo.png', width: 64, height: 64, bytes: 10, mime: 'image/png', alt: {}, caption: {}, focal_x: 50, focal_y: 50, decorative: false, uses: 0 };

  it('is offered beside the upload to a user who may browse the library, and a picked file fills the field with its plain address', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { items: [logo], total: 1, page: 1, limit: 24 } }));
    const onChange = jest.fn();
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <MediaLibraryAccessProvider allowed>
          <LayoutLogoField id="layout-logo-v1" legend={en.LayoutSettings.logos.v1} value="/logo-v1.svg" defaultUrl="/logo-v1.svg" onChange={onChange} />
        </MediaLibraryAccessProvider>
      </NextIntlClientProvider>,
    );
    // The upload keeps its label.
    expect(screen.getByLabelText(en.LayoutSettings.logos.replace)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en.Media.picker.open }));
    const pick = await screen.findByRole('button', { name: en.Media.picker.pick.replace('{name}', 'logo.png') });
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string)).toEqual({ limit: 24 });
    fireEvent.click(pick);
    expect(onChange).toHaveBeenCalledWith(`/api/files/${key}`);
  });

  it('is not offered without the media grant (the upload still is)', () => {
    withIntl(<ControlledPhoto id="profile-photo" name="Maria da Silva" namespace="MyProfile.profile" testId="photo-preview" />);
    expect(screen.getByLabelText(en.MyProfile.profile.photoUpload)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.Media.picker.open })).not.toBeInTheDocument();
  });
});
