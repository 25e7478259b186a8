// A reference member is as const as what it refers to: writable through a const object or in a
// const member function when it refers to a non-const object, never when it refers to a const one.
struct Pair {
    const float &scale;
    float &sum;
    __device__ void add(float x) const
    {
        sum += x;
        scale = x;
    }
};

__global__ void k(float *p)
{
    const Pair pair{p[0], p[1]};
    pair.add(1.0f);
    pair.sum = 2.0f;
    pair.scale = 3.0f;
}
