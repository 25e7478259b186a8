// A typedef of a type nothing declares is reported at the undeclared name, as nvcc reports it,
// once device code uses the alias (host code may name types the device pass cannot see).
typedef Undeclared Alias;
typedef const Missing* Handle;
typedef unsigned int Fine;

__device__ Alias shadow;

__global__ void k(int* out) {
    Alias a = 1;
    Handle h = 0;
    Fine f = 2;
    out[0] = a + f + (h != 0);
}
