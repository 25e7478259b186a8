// Two bodies for one function: parameter types compare as they resolve (a typedef is the
// type it names), operators included; const pointees still tell overloads apart.
typedef float real;
struct V { float x; };
__device__ float f(real a) { return a; }
__device__ float f(float a) { return 2 * a; }
__device__ float g(const float *p) { return *p; }
__device__ float g(float *p) { return -*p; }
__device__ V operator+(V a, V b) { return {a.x + b.x}; }
__device__ V operator+(V a, V b) { return {a.x - b.x}; }
__global__ void k(float *o) { o[0] = f(1.0f) + g(o) + (V{1} + V{2}).x; }
