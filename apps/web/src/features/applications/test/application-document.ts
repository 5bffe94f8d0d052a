/** Test fixtures: applications as GET /api/v1/applications(/{id}) answers them (wire casing). */

/** One application resource; `attributes` and `abilities` override the defaults. */
export function applicationResource(
  id: string,
  attributes: Record<string, unknown> = {},
  abilities: Record<string, boolean> = {},
) {
  return {
    type: 'applications',
    id,
    attributes: {
      vacancy_id: '31',
      vacancy_title: 'Chauffeur voor de voedselbank',
      organization_id: '5',
      organization_name: 'Voedselbank Utrecht',
      status: 'new',
      motivation: 'Ik rijd graag en wil iets betekenen in de buurt.',
      answers: [],
      applicant: { name: 'Jan Jansen', email: 'jan@example.org', phone: '06 12345678', is_guest: false },
      confirmed: true,
      created_at: '2026-03-02T10:00:00.000Z',
      status_changed_at: '2026-03-02T10:00:00.000Z',
      ...attributes,
    },
    meta: {
      abilities: {
        withdraw: false,
        start: false,
        accept: false,
        reject: false,
        reconsider: false,
        admit: false,
        add_note: false,
        ...abilities,
      },
    },
  };
}

/** A page of applications with pagination and status counts. */
export function applicationsPage(
  applications: unknown[],
  statusCounts: Record<string, number> = {},
  pagination: { page?: number; total?: number; totalPages?: number } = {},
) {
  return {
    data: applications,
    meta: {
      pagination: {
        page: pagination.page ?? 1,
        page_size: 10,
        total: pagination.total ?? applications.length,
        total_pages: pagination.totalPages ?? 1,
      },
      // Counts per value travel as [{ value, count }] (decision 014).
      status_counts: Object.entries({
        new: 0,
        waitlisted: 0,
        in_progress: 0,
        accepted: 0,
        rejected: 0,
        withdrawn: 0,
        ...statusCounts,
      }).map(([value, count]) => ({ value, count })),
    },
  };
}
