// A braced list given for an array parameter whose bound a template fixes deduces the element
// type alone, and initializes the array: one of more elements than the bound is refused.
template <class T>
__device__ int first_of_three(const T (&values)[3]) { return (int)values[0]; }
__global__ void k(int* out) { out[0] = first_of_three({1, 2, 3, 4}); }
