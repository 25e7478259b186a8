// Functions declared auto: return statements that deduce different types, a function used in
// its own first return statement, a first return statement whose expression does not type.
__device__ auto sign(int x) { if (x < 0) return -1; return 1.0f; }
__device__ auto loop(int n) { return loop(n - 1) + 1; }
__device__ auto broken(int n) { return n + missing; }
__global__ void k(float *out)
{
    out[0] = sign(3);
    out[1] = loop(3);
    out[2] = broken(1);
}
