struct Point { float x, y; };

__global__ void k(Point *out)
{
    Point p = {1.0f, 2.0f, 3.0f};
    out[0] = p;
}
