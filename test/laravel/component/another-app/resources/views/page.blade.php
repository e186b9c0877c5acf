<x-site-widgets-globals :user="null" />
<x-site-widget name="faq-list" :faqs="[['name' => '¿Hacen envíos?', 'content' => '<p>Sí.</p>']]" section="consumers">
  <p>Cargando preguntas…</p>
</x-site-widget>
<x-site-widgets-preload />
