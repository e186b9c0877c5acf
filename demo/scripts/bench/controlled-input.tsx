// The benchmark's floor for typing: one controlled React input, the least a keystroke
// can cost in React.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function Field() {
  const [value, setValue] = useState('');
  return (
    <label>
      Texto <input id="floor-input" value={value} onChange={(event) => setValue(event.target.value)} />
    </label>
  );
}

const container = document.getElementById('floor');
if (container !== null) createRoot(container).render(<Field />);
