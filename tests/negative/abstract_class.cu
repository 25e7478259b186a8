// An abstract class (a pure virtual function without an overrider) has no objects, on the
// stack or from new; the rejected names report nothing more where they are used.
struct Shape { __device__ virtual float area() const = 0; };
struct Half : Shape { };
struct Full : Half { __device__ float area() const override { return 1; } };
__global__ void k(float *out)
{
    Shape s;
    Half *h = new Half;
    Full f;
    out[0] = f.area() + h->area() + s.area();
}
