// Direct-initialization of a reference takes an explicit conversion function only where it
// returns a reference: one that returns a value would make a temporary, which needs an
// implicit conversion.
struct Meter {
    float m;
    __host__ __device__ explicit operator float() const { return m * 100.0f; }
};

__global__ void kernel(float* out)
{
    Meter meter{1.25f};
    const float& centimeters(meter);
    out[0] = centimeters;
}
