// A type nobody declared, in each place a declaration or a cast names a type.
__device__ float f(Vec3 a) { return 0; }
__device__ Vec3 g() { }
__global__ void k(Vec3 *p) { }
__global__ void k2(float *p) { Vec3 v; Vec3 *q = 0; const Vec3 c; p[0] = (Vec3)1; }
template <class T> __device__ T h(Unknown<T> x) { return x; }
